import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { notFoundPage, routes } from "./route-table";

function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center pt-18" role="status">
      <p className="text-stone-600">Loading…</p>
    </div>
  );
}

export function AppRoutes() {
  const NotFound = notFoundPage;
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} component={route.page} />
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
