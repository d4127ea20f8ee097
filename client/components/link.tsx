import { type ComponentProps, type Ref } from 'react'
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router'

/*
 * react-router's links without `data-discover="true"`: that attribute serves lazy route discovery
 * in react-router's framework mode, which this site does not use (every route is known to the
 * client), and it cost 20 bytes on each of the 30-odd links of every page. ESLint points every
 * import of Link or NavLink here.
 */

type LinkProps = ComponentProps<typeof RouterLink> & { ref?: Ref<HTMLAnchorElement> }
type NavLinkProps = ComponentProps<typeof RouterNavLink> & { ref?: Ref<HTMLAnchorElement> }

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />
}
