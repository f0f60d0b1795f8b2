import type { faqCategories, faqs, news, sitePages } from '../db/schema/index';

// The demo provider's content, English and French (decision 129).

export const DEMO_NEWS: (typeof news.$inferInsert)[] = [
  {
    title: 'USDC now available',
    description: '<p>You can now buy, sell and swap <strong>USDC</strong> (ERC 20).</p>',
    titleFr: 'USDC désormais disponible',
    descriptionFr:
      '<p>Vous pouvez désormais acheter, vendre et échanger de l’<strong>USDC</strong> (ERC 20).</p>',
  },
  {
    title: 'New virtual cards',
    description: '<p>Order a virtual card in seconds and top it up from any wallet.</p>',
    titleFr: 'Nouvelles cartes virtuelles',
    descriptionFr:
      '<p>Commandez une carte virtuelle en quelques secondes et rechargez-la depuis n’importe quel portefeuille.</p>',
  },
  {
    title: 'Scheduled maintenance',
    description: '<p>Sunday 02:00–03:00 UTC: transfers may be delayed.</p>',
    titleFr: 'Maintenance programmée',
    descriptionFr: '<p>Dimanche de 02:00 à 03:00 UTC : les virements peuvent être retardés.</p>',
  },
];

export const DEMO_FAQ_CATEGORIES: (typeof faqCategories.$inferInsert)[] = [
  { name: 'General', nameFr: 'Général' },
  { name: 'Security', nameFr: 'Sécurité' },
];

/** `category`: index in DEMO_FAQ_CATEGORIES. */
export const DEMO_FAQS: (Omit<typeof faqs.$inferInsert, 'categoryId'> & { category: number })[] = [
  {
    category: 0,
    question: 'How do I verify my account?',
    answer: 'Open Verify your account and follow the identity steps.',
    questionFr: 'Comment vérifier mon compte ?',
    answerFr: 'Ouvrez « Vérifiez votre compte » et suivez les étapes de vérification d’identité.',
  },
  {
    category: 0,
    question: 'Which currencies are supported?',
    answer: 'EUR and USD wallets; BTC, ETH, USDT and USDC.',
    questionFr: 'Quelles devises sont prises en charge ?',
    answerFr: 'Des portefeuilles en EUR et en USD ; BTC, ETH, USDT et USDC.',
  },
  {
    category: 1,
    question: 'How do I enable two-factor authentication?',
    answer: 'Scan the QR code with an authenticator app during registration.',
    questionFr: 'Comment activer l’authentification à deux facteurs ?',
    answerFr: 'Scannez le code QR avec une application d’authentification lors de l’inscription.',
  },
];

/** Ids 1 terms, 2 privacy policy, 3 contact. */
export const DEMO_PAGES: (typeof sitePages.$inferInsert)[] = [
  {
    id: 1,
    title: 'Terms and Conditions',
    description: '<h2>Terms and Conditions</h2><p>These terms govern your use of the portal.</p>',
    titleFr: 'Conditions générales',
    descriptionFr:
      '<h2>Conditions générales</h2><p>Ces conditions régissent votre utilisation du portail.</p>',
  },
  {
    id: 2,
    title: 'Privacy Policy',
    description:
      '<h2>Privacy Policy</h2><p>We process your data to provide our services and meet legal duties.</p>',
    titleFr: 'Politique de confidentialité',
    descriptionFr:
      '<h2>Politique de confidentialité</h2><p>Nous traitons vos données pour fournir nos services et respecter nos obligations légales.</p>',
  },
  {
    id: 3,
    title: 'Contact Us',
    description: '<h2>Contact Us</h2><p>support@demo.portal · +44 20 0000 0000</p>',
    titleFr: 'Nous contacter',
    descriptionFr: '<h2>Nous contacter</h2><p>support@demo.portal · +44 20 0000 0000</p>',
  },
];
