import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteId } from '@parking/shared/contracts';
import { ErrorCard, Spinner } from '@parking/shared/ui';
import { NS } from '../i18n';
import { isUsable, refreshRemote, remoteEntry } from './registry';
import { RemoteBoundary } from './remote-boundary';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- remote props are the remote's contract
type AnyComponent = ComponentType<any>;

// One lazy component per exposed module, so re-renders and remounts do not reload it. React
// caches a rejected lazy promise: a retry must drop the entry and create a fresh one.
const lazies = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(container: string, module: string): LazyExoticComponent<AnyComponent> {
  const id = `${container}/${module.replace(/^\.\//, '')}`;
  let component = lazies.get(id);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemote<{ default?: AnyComponent }>(id);
      if (!loaded?.default) throw new Error(`${id} has no default export`);
      return { default: loaded.default };
    });
    lazies.set(id, component);
  }
  return component;
}

function forgetLazies(container: string): void {
  for (const id of [...lazies.keys()]) if (id.startsWith(`${container}/`)) lazies.delete(id);
}

/** For tests: forget every lazy component. */
export function resetRemoteModulesForTests(): void {
  lazies.clear();
}

export interface RemoteModuleProps {
  remote: RemoteId;
  /** Exposed module, './App'. */
  module: string;
  props?: Record<string, unknown>;
  /** Wraps the trouble card (a modal remote shows it inside a dialog). */
  frame?: (card: ReactNode) => ReactNode;
  /** The module is the page's main content: its trouble card then carries the page's h1. */
  page?: boolean;
}

/**
 * One exposed module of a remote, in its own Suspense and error boundary. A remote that is off,
 * absent from the manifest or failing shows the trouble card in its area only; Retry re-registers
 * it and loads it afresh, without a page reload.
 */
export function RemoteModule({
  remote,
  module,
  props = {},
  frame = (card) => card,
  page = false,
}: RemoteModuleProps) {
  const { t } = useTranslation(NS);
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const entry = remoteEntry(remote);

  const retry = async () => {
    setRetrying(true);
    try {
      await refreshRemote(remote);
    } finally {
      const next = remoteEntry(remote);
      if (next) forgetLazies(next.container);
      setRetrying(false);
      setAttempt((a) => a + 1);
    }
  };

  const trouble = (
    <>
      {frame(
        <div className="shell-remote-trouble" data-remote={remote}>
          <ErrorCard
            title={t('remote.troubleTitle')}
            message={t('remote.troubleMessage')}
            retryLabel={t('remote.retry')}
            headingLevel={page ? 1 : 2}
            onRetry={retrying ? () => undefined : () => void retry()}
          />
        </div>,
      )}
      {/* A layout that fails still shows what it was meant to frame. */}
      {props.children as ReactNode}
    </>
  );

  if (!isUsable(entry)) return trouble;
  const Remote = lazyRemote(entry.container, module);
  return (
    <RemoteBoundary key={attempt} fallback={trouble}>
      <Suspense fallback={<Spinner label={t('remote.loading')} delayMs={400} block />}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
