/**
 * Stand-in remotes for jest.mock('@module-federation/enhanced/runtime'): each exposed module
 * renders a labelled marker with the props it got (children rendered through).
 */
import type { ReactNode } from 'react';

export function fakeRemote(id: string) {
  function Fake(props: { children?: ReactNode; basePath?: string }) {
    return (
      <div data-testid={`remote:${id}`} data-base-path={props.basePath}>
        {`remote ${id}`}
        {props.children}
      </div>
    );
  }
  return { default: Fake };
}
