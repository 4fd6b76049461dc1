import type { MenuCategory } from './menu-types';

/** Drinks, bubble tea, beer and wine, and the delivery fee of Demo Restaurant. */
export const DEMO_DRINK_CATEGORIES: MenuCategory[] = [
  {
    name: 'Drikke',
    description: 'Kalde og varme drikker.',
    itemType: 'DRINK',
    // Soft drinks; coffee, cocoa, tea and juice carry 'other drinks' (04012) of their own.
    articleGroup: '04011',
    hue: 180,
    items: [
      { name: 'Coca-Cola 0,5 l', priceKr: 45, popularity: 5, image: true },
      { name: 'Coca-Cola Zero 0,5 l', priceKr: 45, popularity: 4 },
      { name: 'Solo 0,5 l', priceKr: 45, popularity: 2 },
      { name: 'Farris 0,5 l', priceKr: 39, description: 'Naturell mineralvann.' },
      { name: 'Eplemost 0,33 l', priceKr: 49, description: 'Fra Hardanger.', articleGroup: '04012' },
      { name: 'Hjemmelaget iste', priceKr: 49, description: 'Fersken og sitron.', articleGroup: '04012' },
      { name: 'Kaffe', priceKr: 39, description: 'Filterkaffe fra lokalt brenneri.', popularity: 3, articleGroup: '04012' },
      { name: 'Cappuccino', priceKr: 49, allergens: ['MILK'], popularity: 3, image: true, articleGroup: '04012' },
      { name: 'Kakao med krem', priceKr: 49, allergens: ['MILK'], articleGroup: '04012' },
    ],
  },
  {
    name: 'Bubble tea',
    description: 'Te med tapiokaperler. Velg perler og sødme.',
    itemType: 'DRINK_BUBBLE_TEA',
    hue: 270,
    items: [
      {
        name: 'Klassisk melketé',
        priceKr: 69,
        description: 'Sort te, melk og brunt sukker.',
        addOnGroups: ['bubble'],
        allergens: ['MILK'],
        image: true,
      },
      { name: 'Taro melketé', priceKr: 75, description: 'Kremet taro med lilla farge.', addOnGroups: ['bubble'], allergens: ['MILK'] },
      { name: 'Mango grønn te', priceKr: 69, description: 'Jasmin grønn te med mango.', addOnGroups: ['bubble'] },
      {
        name: 'Jordbær matcha latte',
        priceKr: 79,
        description: 'Matcha, melk og jordbærpuré.',
        addOnGroups: ['bubble'],
        allergens: ['MILK'],
      },
      {
        name: 'Brunt sukker tiger',
        priceKr: 79,
        description: 'Melk med karamelliserte perler.',
        addOnGroups: ['bubble'],
        allergens: ['MILK'],
      },
    ],
  },
  {
    name: 'Øl og vin',
    description: 'Serveres kun til gjester som spiser her. Legitimasjon kan bli etterspurt.',
    itemType: 'DRINK_ALCOHOL',
    // Beer; the wines and the cider carry their own groups.
    articleGroup: '04007',
    hue: 40,
    dineInOnly: true,
    items: [
      { name: 'Pilsner 0,5 l', priceKr: 109, description: 'Fatøl fra Ringnes.', allergens: ['GLUTEN'], popularity: 5, image: true },
      { name: 'IPA 0,4 l', priceKr: 119, description: 'Fra Lervig.', allergens: ['GLUTEN'], popularity: 2 },
      { name: 'Alkoholfri øl 0,33 l', priceKr: 69, allergens: ['GLUTEN'], itemType: 'DRINK', articleGroup: '04011' },
      {
        name: 'Husets rødvin, glass',
        priceKr: 129,
        description: 'Montepulciano d’Abruzzo.',
        allergens: ['SULPHITES'],
        popularity: 3,
        articleGroup: '04008',
      },
      {
        name: 'Husets hvitvin, glass',
        priceKr: 129,
        description: 'Grüner Veltliner.',
        allergens: ['SULPHITES'],
        popularity: 2,
        articleGroup: '04008',
      },
      { name: 'Prosecco, glass', priceKr: 139, allergens: ['SULPHITES'], articleGroup: '04008' },
      { name: 'Cider 0,33 l', priceKr: 99, description: 'Eple og hylleblomst.', allergens: ['SULPHITES'], articleGroup: '04010' },
    ],
  },
  {
    name: 'Levering',
    description: 'Utkjøring av maten hjem til deg.',
    itemType: 'DELIVERY_SERVICE',
    hue: 220,
    locations: ['LIL'],
    items: [
      {
        name: 'Utkjøring',
        priceKr: 69,
        description: 'Levering innen 45 minutter i Strømmen og Kløfta.',
        zipCodes: '2010,2040',
        popularity: 0,
      },
    ],
  },
];
