// Catches a render error of any page inside the site's frame (header and footer stay), and clears
// it when the visitor goes to another address.
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorView } from './ErrorView';

interface Props {
  children: ReactNode;
  resetKey: string;
}

interface State {
  error: unknown;
  key: string;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorView error={this.state.error} />;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
