import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePromise,
  type RemoteName,
  type RemoteRoutesModule,
  type RemoteWidgetsModule,
} from '@portal/shared';
import { RemoteBoundary } from './remote-boundary';
import { RemoteLoadError } from './remote-errors';
import { remoteModule } from './remote-module-cache';

const SlotLoading = () => {
  const { t } = useTranslation('host');
  return (
    <div role="status" aria-live="polite" data-remote-loading>
      {t('remote.loading')}
    </div>
  );
};

const RoutePage = ({ remote, path }: { remote: RemoteName; path: string }) => {
  const loaded = usePromise(remoteModule<RemoteRoutesModule>(remote, './routes'));
  if (!loaded) return <SlotLoading />;
  const Page = loaded.routes[path];
  if (!Page) throw new RemoteLoadError(remote, 'unavailable', `route ${path} not exposed`);
  return <Page />;
};

const Widget = ({
  remote,
  name,
  props,
}: {
  remote: RemoteName;
  name: string;
  props: Record<string, unknown>;
}) => {
  const loaded = usePromise(remoteModule<RemoteWidgetsModule>(remote, './widgets'));
  if (!loaded) return <SlotLoading />;
  const Component = loaded.widgets[name];
  if (!Component) throw new RemoteLoadError(remote, 'unavailable', `widget ${name} not exposed`);
  return <Component {...props} />;
};

// The module is read with usePromise (no Suspense reveal delay, see the kit); Suspense stays for what a remote's
// own code may still suspend on.
const Slot = ({ remote, children }: { remote: RemoteName; children: ReactNode }) => (
  <RemoteBoundary remote={remote}>
    <Suspense fallback={<SlotLoading />}>{children}</Suspense>
  </RemoteBoundary>
);

/** A page owned by a remote, isolated behind its own boundary. */
export const RemotePage = ({ remote, path }: { remote: RemoteName; path: string }) => (
  // Keyed by route: React would otherwise keep one boundary (and its error) across navigations.
  <Slot key={`${remote}:${path}`} remote={remote}>
    <RoutePage remote={remote} path={path} />
  </Slot>
);

/** A dashboard widget owned by a remote; a failing remote only blanks its own widgets. */
export const RemoteWidget = ({
  remote,
  name,
  props = {},
}: {
  remote: RemoteName;
  name: string;
  props?: Record<string, unknown>;
}) => (
  <Slot remote={remote}>
    <Widget remote={remote} name={name} props={props} />
  </Slot>
);
