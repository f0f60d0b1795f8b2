// Exposed modules of the remotes, as the mono build imports them statically.
declare module 'remote_wallets/routes' {
  export const routes: import('@portal/shared').RemoteRoutesModule['routes'];
}
declare module 'remote_wallets/widgets' {
  export const widgets: import('@portal/shared').RemoteWidgetsModule['widgets'];
}
declare module 'remote_cards/routes' {
  export const routes: import('@portal/shared').RemoteRoutesModule['routes'];
}
declare module 'remote_exchange/routes' {
  export const routes: import('@portal/shared').RemoteRoutesModule['routes'];
}
declare module 'remote_exchange/widgets' {
  export const widgets: import('@portal/shared').RemoteWidgetsModule['widgets'];
}
declare module 'remote_account/routes' {
  export const routes: import('@portal/shared').RemoteRoutesModule['routes'];
}
declare module 'remote_account/widgets' {
  export const widgets: import('@portal/shared').RemoteWidgetsModule['widgets'];
}
