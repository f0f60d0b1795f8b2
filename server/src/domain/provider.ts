/** The provider's own details, printed on statements and bank-detail answers. */
export const PROVIDER = {
  name: 'Portal Payments Ltd',
  address: '1 Finsbury Avenue, London EC2M 2PP',
  country: 'United Kingdom',
} as const;
