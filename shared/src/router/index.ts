/**
 * The router and i18n React bindings every part uses, re-exported from the one shared package.
 *
 * Why not share `react-router` and `react-i18next` as federation singletons of their own: shared
 * modules are never tree-shaken, and react-router alone is ≈ 61 KB gzip whole. Re-exported here,
 * they are tree-shaken to this list, and the page still holds exactly one router and one i18next
 * binding (inside the `@casino/shared` singleton). The build preset refuses direct imports of
 * these packages outside `shared/`, so no part can bring a second copy. Only what some part's
 * application code uses is listed: the singleton is not tree-shaken (a memory router for tests is
 * in `@casino/shared/testing`).
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
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
} from 'react-router';
export type {
  LinkProps,
  LoaderFunctionArgs,
  Location,
  NavigateFunction,
  NavLinkProps,
  Params as RouteParams,
  RouteObject,
  ShouldRevalidateFunction,
} from 'react-router';

export { I18nextProvider, useTranslation } from 'react-i18next';
