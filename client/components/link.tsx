import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react'
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router'

/*
 * The site's links, built from react-router's hooks rather than its <Link> and <NavLink>: those two
 * carry framework mode's prefetching, lazy route discovery and view transitions (about 2.7 KB gzip of
 * every page's first load, as they cannot be tree-shaken apart), none of which this site uses (every
 * route is known to the client). Clicks are handled by react-router's own `useLinkClickHandler`, so a
 * modified click, a middle click or a `target` still leaves navigation to the browser. ESLint points
 * every import of Link or NavLink here.
 */

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>

export type LinkProps = AnchorProps & {
  to: To
  replace?: boolean
  state?: unknown
  className?: string
  children?: ReactNode
  ref?: Ref<HTMLAnchorElement>
}

function RouterLink({ to, replace, state, target, onClick, ref, ...anchor }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target })
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) navigate(event)
  }
  return <a {...anchor} ref={ref} href={href} target={target} onClick={handleClick} />
}

/**
 * A path react-router would give back as it is (no basename is set): absolute, not protocol-relative, no `.` or
 * `..` segment, and no bare `?` or `#` at the end (it drops those).
 */
const PLAIN_PATH = /^(?!.*\/\.\.?(?:[/?#]|$))\/(?!\/)[^?#]*(?:\?[^#]+)?(?:#.+)?$/

/**
 * The server renderer's link: a plain path is its own href, so the page is written without react-router's
 * resolving (a tenth of a render went to it) and without a click handler no one can click. The markup is the
 * same as RouterLink's (a test compares them); the browser hydrates it with RouterLink.
 */
function ServerLink(props: LinkProps) {
  const { to, replace: _replace, state: _state, target, onClick: _onClick, ref: _ref, ...anchor } = props
  if (typeof to !== 'string' || !PLAIN_PATH.test(to)) return <RouterLink {...props} />
  return <a {...anchor} href={to} target={target} />
}

/** The site's link (see the top of this file); the server writes it as ServerLink. */
export const Link = import.meta.env.SSR ? ServerLink : RouterLink
/** Both, for the test that holds them to the same markup. */
export { RouterLink, ServerLink }

type ActiveState = { isActive: boolean }

export type NavLinkProps = Omit<LinkProps, 'className' | 'children' | 'aria-current'> & {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean
  caseSensitive?: boolean
  /** A string gets ` active` appended on the active link, as react-router's NavLink does. */
  className?: string | ((state: ActiveState) => string | undefined)
  children?: ReactNode | ((state: ActiveState) => ReactNode)
  'aria-current'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current']
}

export function NavLink({
  end = false,
  caseSensitive = false,
  className,
  children,
  'aria-current': ariaCurrent = 'page',
  ...link
}: NavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, useResolvedPath(link.to).pathname, end, caseSensitive)
  const state = { isActive }
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
  return (
    <Link {...link} className={classes} aria-current={isActive ? ariaCurrent : undefined}>
      {typeof children === 'function' ? children(state) : children}
    </Link>
  )
}

/** react-router's rule: the same path, or (without `end`) a path below it. */
export function isActivePath(current: string, target: string, end: boolean, caseSensitive: boolean): boolean {
  const here = caseSensitive ? current : current.toLowerCase()
  const there = caseSensitive ? target : target.toLowerCase()
  if (here === there) return true
  if (end || !here.startsWith(there)) return false
  const slashAt = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length
  return here.charAt(slashAt) === '/'
}
