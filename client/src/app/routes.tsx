import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { setPagePreloader } from "@/lib/page-preload";
import { adminLayout, layoutPattern, notFoundPage, preloadPage, routes } from "./route-table";

setPagePreloader(preloadPage);

function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center pt-18" role="status">
      <p className="text-stone-600">Loading…</p>
    </div>
  );
}

const ownRoutes = routes.filter((route) => !route.layout);
const adminRoutes = routes.filter((route) => route.layout === adminLayout);
const adminPaths = layoutPattern(adminLayout);

/**
 * The route switch. The admin pages form one layout route: the frame (admin-area.tsx) matches all of
 * their paths and stays mounted while the admin moves between them; only the page inside changes,
 * behind its own loading state.
 */
export function AppRoutes() {
  const NotFound = notFoundPage;
  const AdminLayout = adminLayout;
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {ownRoutes.map((route) => (
          <Route key={route.path} path={route.path} component={route.page} />
        ))}
        <Route path={adminPaths}>
          <AdminLayout>
            <Suspense fallback={<PageLoading />}>
              <Switch>
                {adminRoutes.map((route) => (
                  <Route key={route.path} path={route.path} component={route.page} />
                ))}
              </Switch>
            </Suspense>
          </AdminLayout>
        </Route>
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
