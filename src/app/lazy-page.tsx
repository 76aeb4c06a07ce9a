import { lazy, type ComponentType } from 'react';

const failedLoads = new Set<() => void>();

/**
 * A route's page as its own chunk. React keeps a failed lazy() load for
 * good; a page whose chunk failed to load (a dropped connection) is loaded
 * afresh after retryFailedPages(), which the error screen's 'Try Again' calls.
 */
export function page<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedLoads.add(() => {
            current = attempt();
          });
          throw error;
        },
      ),
    );
  let current = attempt();
  return function Page(props: P) {
    const Current = current;
    return <Current {...props} />;
  };
}

/** Lets every page whose chunk failed to load try again on its next render. */
export function retryFailedPages(): void {
  failedLoads.forEach((reset) => reset());
  failedLoads.clear();
}
