import { Activity, Fragment, useState, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router';

interface KeptPage {
  element: ReactNode;
  location: Location;
}

interface KeepAliveOutletProps {
  /** Pages whose state is kept while they are hidden (open tabs of keep-alive entries). */
  keepAlive: (pathname: string) => boolean;
  /** A page's generation: a new value remounts it (refresh). */
  generationOf: (pathname: string) => number;
}

/**
 * The routed page, plus the kept-alive pages of other open tabs rendered hidden with their own location,
 * so they keep their state (form input, loaded data) until their tab is closed.
 */
export function KeepAliveOutlet({ keepAlive, generationOf }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [kept, setKept] = useState<ReadonlyMap<string, KeptPage>>(() => new Map());
  const current = location.pathname;

  // The kept pages follow the tabs: pages no longer kept alive are dropped, the current one is recorded.
  let pages = kept;
  const dropped = [...kept.keys()].filter((path) => !keepAlive(path));
  const record = keepAlive(current) && kept.get(current)?.location !== location;
  if (dropped.length > 0 || record) {
    const next = new Map(kept);
    dropped.forEach((path) => next.delete(path));
    if (record) next.set(current, { element: outlet, location });
    pages = next;
    setKept(next);
  }

  return (
    <>
      {[...pages.entries()].map(([path, page]) => (
        <Activity key={`${path}#${generationOf(path)}`} mode={path === current ? 'visible' : 'hidden'}>
          <UNSAFE_LocationContext
            value={{ location: path === current ? location : page.location, navigationType }}
          >
            {path === current ? outlet : page.element}
          </UNSAFE_LocationContext>
        </Activity>
      ))}
      {!pages.has(current) && <Fragment key={`${current}#${generationOf(current)}`}>{outlet}</Fragment>}
    </>
  );
}
