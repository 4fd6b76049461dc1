import type { MenuData, MenuItem } from './menu-types';

const sizes = (small: number, medium: number, large: number) => [
  { name: 'Liten', priceKr: small },
  { name: 'Medium', priceKr: medium },
  { name: 'Stor', priceKr: large, addOnGroups: ['topping'] },
];

const pizza = (name: string, small: number, description: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  name,
  priceKr: small,
  description,
  variants: sizes(small, small + 40, small + 90),
  addOnGroups: ['dip'],
  ingredients: 'Bunn: hvetemel, vann, olivenolje, salt, gjær. Tomatsaus: tomat, hvitløk, oregano.',
  allergens: ['GLUTEN', 'MILK'],
  comment: true,
  popularity: 3,
  ...extra,
});

/** The small takeaway menu of Pizza Demo. */
export const PIZZA_MENU: MenuData = {
  spicyLevels: ['Mild', 'Sterk', 'Ekstra sterk'],
  addOnGroups: [
    {
      key: 'topping',
      name: 'Ekstra topping',
      title: 'Ekstra på pizzaen',
      maximum: 5,
      allowMultipleTimes: true,
      addOns: [
        { name: 'Ekstra ost', priceKr: 20 },
        { name: 'Pepperoni', priceKr: 25 },
        { name: 'Bacon', priceKr: 25 },
        { name: 'Jalapeños', priceKr: 15 },
        { name: 'Oliven', priceKr: 15 },
      ],
    },
    {
      key: 'dip',
      name: 'Dip',
      title: 'Velg dip',
      maximum: 3,
      addOns: [
        { name: 'Hvitløksdip', priceKr: 15 },
        { name: 'Chilidip', priceKr: 15 },
        { name: 'Rømmedip', priceKr: 15 },
      ],
    },
  ],
  categories: [
    {
      name: 'Pizza',
      description: 'Napolitansk pizza, bakt på 450 grader.',
      itemType: 'DISH',
      hue: 5,
      items: [
        pizza('Margherita', 139, 'San Marzano-tomat, fior di latte og basilikum.', { image: true, popularity: 5 }),
        pizza('Pepperoni', 159, 'Tomat, mozzarella og sterk pepperoni.', { image: true, popularity: 5, spicy: true }),
        pizza('Biff og løk', 169, 'Strimlet biff, karamellisert løk og bearnaise.', { allergens: ['GLUTEN', 'MILK', 'EGGS'] }),
        pizza('Kebab', 165, 'Kebabkjøtt, løk, tomat og kebabsaus.', { spicy: true, popularity: 4 }),
        pizza('Hawaii', 155, 'Skinke og ananas.'),
        pizza('Bianca', 159, 'Hvit pizza med ricotta, hvitløk og rosmarin.'),
        pizza('Vegansk', 159, 'Vegansk ost, grønnsaker og pesto.', { allergens: ['GLUTEN', 'NUTS'] }),
        pizza('Nduja', 175, 'Krydret nduja, honning og stracciatella.', { spicy: true }),
        pizza('Tuna', 159, 'Tunfisk, rødløk og kapers.', { allergens: ['GLUTEN', 'MILK', 'FISH'] }),
        pizza('Kylling BBQ', 169, 'Kylling, BBQ-saus, rødløk og koriander.', { popularity: 3, showAsDiscount: true }),
        {
          ...pizza('Lag din egen', 139, 'Tomat og ost, pluss to valgfrie toppinger.'),
          includedToppings: 2,
          addOnGroups: ['topping', 'dip'],
        },
      ],
    },
    {
      name: 'Småretter',
      description: 'Godt til pizzaen.',
      itemType: 'DISH',
      hue: 60,
      items: [
        {
          name: 'Hvitløksbrød',
          priceKr: 59,
          description: 'Med ost og hvitløkssmør.',
          allergens: ['GLUTEN', 'MILK'],
          image: true,
          popularity: 3,
        },
        { name: 'Kyllingvinger', priceKr: 99, description: 'Seks vinger med chilidip.', addOnGroups: ['dip'], spicy: true },
        { name: 'Pommes frites', priceKr: 45, popularity: 3 },
        { name: 'Cæsarsalat', priceKr: 139, description: 'Med kylling og parmesan.', allergens: ['EGGS', 'MILK', 'FISH'] },
        { name: 'Tiramisu', priceKr: 79, allergens: ['GLUTEN', 'EGGS', 'MILK'] },
      ],
    },
    {
      name: 'Drikke',
      description: 'Kald drikke.',
      itemType: 'DRINK',
      hue: 190,
      items: [
        { name: 'Coca-Cola 0,5 l', priceKr: 42, popularity: 4, image: true },
        { name: 'Fanta 0,5 l', priceKr: 42 },
        { name: 'Imsdal 0,5 l', priceKr: 35 },
        { name: 'San Pellegrino 0,5 l', priceKr: 45 },
        { name: 'Eplejuice 0,25 l', priceKr: 35, articleGroup: '04012' },
      ],
    },
  ],
};
