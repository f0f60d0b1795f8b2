// Endpoints of this area; filled in by the contract work (see ARCHITECTURE.md, "The contract").
export const walletsEndpoints = {} as const;
