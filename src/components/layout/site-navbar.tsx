import { useState } from 'react'
import Container from 'react-bootstrap/Container'
import Nav from 'react-bootstrap/Nav'
import Navbar from 'react-bootstrap/Navbar'
import { Link, NavLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { brand, mainNav } from '../../content/site'
import { useNavbarVisible } from '../../hooks/use-navbar-visible'
import { Logo } from './logo'

export function SiteNavbar() {
  const visible = useNavbarVisible()
  const [expanded, setExpanded] = useState(false)
  const shown = visible || expanded

  return (
    <Navbar
      as="header"
      role="banner"
      expand="lg"
      sticky="top"
      expanded={expanded}
      onToggle={setExpanded}
      className={`site-navbar${shown ? '' : ' site-navbar--hidden'}`}
      data-visible={shown ? 'true' : 'false'}
    >
      <Container>
        <Navbar.Brand as={Link} to={paths.home} aria-label={`${brand.siteName} home`} onClick={() => setExpanded(false)}>
          <Logo />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-nav">
          <Nav as="nav" aria-label="Main" className="ms-auto">
            {mainNav.map((item) => (
              <Nav.Link
                key={item.to}
                as={NavLink}
                to={item.to}
                end={item.to === paths.home}
                onClick={() => setExpanded(false)}
              >
                {item.label}
              </Nav.Link>
            ))}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  )
}
