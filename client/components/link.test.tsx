import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { isActivePath, Link, NavLink, RouterLink, ServerLink } from './link.tsx'

const at = (location: string, node: React.ReactNode) =>
  renderToString(<StaticRouter location={location}>{node}</StaticRouter>)

describe('Link and NavLink', () => {
  it('render a plain link to the resolved path, without data-discover', () => {
    const html = at(
      '/en/urunler',
      <Link to="/en/iletisim" className="x">
        Contact
      </Link>,
    )
    expect(html).toBe('<a class="x" href="/en/iletisim">Contact</a>')
  })

  it('mark the active link as react-router does: " active" and aria-current="page"', () => {
    const html = at(
      '/urunler/din-933',
      <NavLink to="/urunler" className="main-nav__link">
        Ürünler
      </NavLink>,
    )
    expect(html).toBe('<a class="main-nav__link active" aria-current="page" href="/urunler">Ürünler</a>')
    const exact = at(
      '/urunler/din-933',
      <NavLink to="/urunler" end className="main-nav__link">
        Ürünler
      </NavLink>,
    )
    expect(exact).toBe('<a class="main-nav__link" href="/urunler">Ürünler</a>')
  })

  it('give a function className the active state', () => {
    const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off')
    expect(
      at(
        '/admin/products',
        <NavLink to="/admin/products" className={linkClass}>
          P
        </NavLink>,
      ),
    ).toContain('class="on"')
    expect(
      at(
        '/admin',
        <NavLink to="/admin/products" className={linkClass}>
          P
        </NavLink>,
      ),
    ).toContain('class="off"')
  })
})

describe('isActivePath', () => {
  it.each([
    ['/urunler', '/urunler', false, true],
    ['/urunler/', '/urunler', false, true],
    ['/urunler/din-933', '/urunler', false, true],
    ['/urunler/din-933', '/urunler', true, false],
    ['/urunlerx', '/urunler', false, false],
    ['/URUNLER', '/urunler', false, true],
    ['/', '/', true, true],
    ['/urunler', '/', true, false],
  ])('%s against %s (end: %s) is %s', (current, target, end, active) => {
    expect(isActivePath(current, target, end, false)).toBe(active)
  })

  it('are written by the server as react-router would write them, without its resolving for a plain path', () => {
    const targets = [
      '/',
      '/en/iletisim',
      '/urunler?material=a2&size=M8',
      '/es/urunler/din-933#tabla',
      '/a/.hidden',
      // Not plain: react-router resolves these (relative, dot segments, bare ? and #, protocol-relative, objects).
      'iletisim',
      '../teklif',
      '/urunler/./x',
      '/urunler?',
      '/urunler#',
      '//example.com',
      { pathname: '/urunler', search: '?size=M8' },
    ]
    for (const to of targets) {
      const props = { to, className: 'c', title: 't', target: '_blank', replace: true, onClick: () => {} }
      const server = at('/en/urunler/din-933', <ServerLink {...props}>x</ServerLink>)
      expect(server, JSON.stringify(to)).toBe(
        at('/en/urunler/din-933', <RouterLink {...props}>x</RouterLink>),
      )
    }
    // The plain path needs no router at all (react-router's hooks would throw outside one).
    expect(renderToString(<ServerLink to="/en/iletisim">x</ServerLink>)).toBe('<a href="/en/iletisim">x</a>')
    expect(() => renderToString(<RouterLink to="/en/iletisim">x</RouterLink>)).toThrow()
    // The server renderer uses it.
    expect(Link).toBe(ServerLink)
  })
})
