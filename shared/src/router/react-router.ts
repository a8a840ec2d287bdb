/**
 * The part of react-router the platform provides: the page's one router, shared through Module
 * Federation's share scope as `react-router` (the build kit provides this module under that key,
 * so a remote may `import { useNavigate } from 'react-router'` or take it from `@casino/shared`).
 *
 * Why a list and not the whole package: a shared module is never tree-shaken, and react-router
 * whole is 60.3 KB gzip in the shell's first visit where this list is about 25 KB. A remote that
 * imports a name missing here fails its build (the kit's `PlatformExportsGuardPlugin`); add the
 * name here and release the shell first.
 *
 * `#react-router` is react-router itself (package.json `imports`): a request that is not the
 * shared key, so this module does not consume itself.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  Route,
  RouterProvider,
  Routes,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from '#react-router';
export type {
  LinkProps,
  LoaderFunctionArgs,
  Location,
  NavigateFunction,
  NavLinkProps,
  Params as RouteParams,
  RouteObject,
  ShouldRevalidateFunction,
} from '#react-router';
