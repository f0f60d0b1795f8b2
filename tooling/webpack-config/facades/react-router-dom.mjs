// What every app may import from 'react-router-dom' (and 'react-router'). Module Federation shares a library
// whole, so sharing react-router itself would put its data routers, framework mode and server code
// (~60 KiB gz) on every first load; this facade is shared instead and bundles only the declarative-mode API
// below (~13 KiB gz). The build fails on any import not listed here (../facades.cjs): add it here and deploy
// the host first, as for any upgrade of a shared library.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
} from 'portal-impl-react-router';
