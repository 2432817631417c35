// The operations history screen: filter column, export menu, table with infinite scroll.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusEvent } from '@parking/shared/bus';
import { useCurrentSession } from '@parking/shared/session';
import { Button, ErrorCard, Spinner } from '@parking/shared/ui';
import { DEFAULT_FILTER, toRequest, type FilterValues } from '../model/filter';
import { NS } from '../i18n';
import { ExportMenu } from './export-menu';
import { FilterForm } from './filter-form';
import { OperationsTable } from './operations-table';
import { useOperations } from './use-operations';
import './operations.css';

/** Spec section 9: load more when the end of the list is within 250 px. */
export const SCROLL_OFFSET_PX = 250;
/** Spec section 9: the narrow table below 540 px. */
export const NARROW_BELOW_PX = 540;

function useNarrow(): boolean {
  const query = `(max-width: ${NARROW_BELOW_PX - 0.02}px)`;
  const [narrow, setNarrow] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setNarrow(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return narrow;
}

/** Plates of the profile's vehicles (`profile:loaded` carries the get-profile result). */
function profileVehicles(profile: unknown): string[] {
  const ts = (profile as { ts?: unknown } | null)?.ts;
  if (!Array.isArray(ts)) return [];
  return ts
    .map((v: unknown) =>
      v && typeof v === 'object'
        ? ((v as { numberTs?: unknown; grz?: unknown }).numberTs ?? (v as { grz?: unknown }).grz)
        : v,
    )
    .filter((v): v is string => typeof v === 'string' && v !== '');
}

export function OperationsPage() {
  const { t } = useTranslation(NS);
  const session = useCurrentSession();
  const corporate = session?.userType === 'corporate';
  const [values, setValues] = useState<FilterValues>(DEFAULT_FILTER);
  const filter = useMemo(() => toRequest(values), [values]);
  const list = useOperations(filter);
  const narrow = useNarrow();
  const profile = useBusEvent('profile:loaded');
  const options = useBusEvent('options:loaded');
  const vehicles = useMemo(() => profileVehicles(profile?.profile ?? null), [profile]);
  const showStatus = list.items.some((op) => op.status !== 'done');

  // Infinite scroll: a sentinel after the table; entering the 250 px margin loads the next page.
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = list.loadMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${SCROLL_OFFSET_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, list.status, list.hasMore]);

  const firstLoad = list.status === 'loading';
  return (
    <section className="history" aria-labelledby="history-operations-title">
      <div className="history__header">
        <h1 id="history-operations-title">{t('operations.title')}</h1>
        <ExportMenu filter={filter} disabled={firstLoad || list.loadingMore} />
      </div>
      <div className="history__layout">
        <aside className="history__filters">
          <FilterForm vehicles={vehicles} showDriver={corporate} onChange={setValues} />
        </aside>
        <div className="history__list" aria-live="polite">
          {list.status === 'error' ? (
            <ErrorCard
              title={t('error.title')}
              message={t('error.message')}
              retryLabel={t('error.retry')}
              onRetry={list.retry}
            />
          ) : (
            <>
              {firstLoad && (
                <p className="pk-visually-hidden" role="status">
                  {t('table.loading')}
                </p>
              )}
              {(firstLoad || list.items.length > 0) && (
                <OperationsTable
                  items={list.items}
                  loading={firstLoad}
                  narrow={narrow}
                  showStatus={showStatus}
                  timeZone={options?.city.timeZone}
                />
              )}
              {list.status === 'done' && list.items.length === 0 && (
                <p className="history__empty">{t('table.empty')}</p>
              )}
              {list.loadingMore && <Spinner label={t('table.loadingMore')} />}
              {list.moreError && (
                <ErrorCard
                  title={t('error.title')}
                  message={t('error.message')}
                  retryLabel={t('error.retry')}
                  onRetry={list.retry}
                  headingLevel={3}
                />
              )}
              {list.status === 'done' && list.hasMore && !list.loadingMore && !list.moreError && (
                <div className="history__more">
                  <Button variant="secondary" onClick={loadMore}>
                    {t('table.loadMore')}
                  </Button>
                </div>
              )}
              <div ref={sentinel} className="history__sentinel" aria-hidden="true" />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
