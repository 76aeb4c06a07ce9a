import { Suspense, type ComponentType } from 'react';
import { Route, Switch, type RouteComponentProps } from 'wouter';
import { paths } from '@/lib/paths';
import { NotFoundRoute } from './routes/not-found';
import { RouteLoading } from './route-loading';
import { ROUTES } from './route-table';

const routeNames = Object.keys(ROUTES) as Array<keyof typeof ROUTES>;

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Switch>
        {routeNames.map((name) => (
          <Route
            key={name}
            path={paths[name].path}
            // Each page takes the params its own path names, which wouter checks per written route, not in a loop.
            component={ROUTES[name].page as ComponentType<RouteComponentProps>}
          />
        ))}
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
