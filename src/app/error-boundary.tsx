import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EVENT_TYPES } from '@/definitions/analytics';
import { track } from '@/lib/analytics/track';
import * as styles from './error-boundary.css';
import { retryFailedPages } from './lazy-page';

interface State {
  error: Error | null;
}

/** An uncaught error shows the fallback; 'Try Again' clears it, 'Refresh Page' reloads. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  private tryAgain = () => {
    retryFailedPages();
    this.setState({ error: null });
  };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${new Date().toISOString()}] Uncaught error:`, error, info.componentStack);
    track(EVENT_TYPES.error, {
      error_message: error.message.slice(0, 500),
      error_location:
        info.componentStack
          ?.split('\n')
          .find((line) => line.trim())
          ?.trim()
          .slice(0, 200) ?? '',
      fatal: true,
    });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className={styles.fallback}>
        <h1 className={styles.title}>Something went wrong</h1>
        <p>We're sorry, but something unexpected happened. Please try refreshing the page.</p>
        <div className={styles.actions}>
          <Button onPress={this.tryAgain}>Try Again</Button>
          <Button variant="outline" onPress={() => window.location.reload()}>
            Refresh Page
          </Button>
        </div>
      </div>
    );
  }
}
