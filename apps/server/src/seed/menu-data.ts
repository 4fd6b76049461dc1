import { DEMO_ADD_ON_GROUPS } from './menu-data-add-ons';
import { DEMO_DRINK_CATEGORIES } from './menu-data-drinks';
import type { MenuCategory, MenuData, MenuItem, MenuVariant } from './menu-types';

const pizzaSizes = (small: number, large: number): MenuVariant[] => [
  { name: 'Liten (25 cm)', priceKr: small },
  { name: 'Stor (33 cm)', priceKr: large, addOnGroups: ['pizzaTopping'] },
];

const pizza = (name: string, small: number, large: number, description: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  name,
  priceKr: small,
  description,
  variants: pizzaSizes(small, large),
  addOnGroups: ['sauce'],
  ingredients: 'Bunn: hvetemel, vann, olivenolje, salt, gjær. Tomatsaus: tomat, hvitløk, oregano.',
  allergens: ['GLUTEN', 'MILK'],
  comment: true,
  popularity: 4,
  ...extra,
});

const FOOD_CATEGORIES: MenuCategory[] = [
  {
    name: 'Forretter og salater',
    description: 'Små retter å dele, og friske salater.',
    itemType: 'DISH',
    hue: 95,
    items: [
      { name: 'Hvitløksbrød', priceKr: 69, description: 'Steinovnsbakt brød med hvitløkssmør og persille.', allergens: ['GLUTEN', 'MILK'], popularity: 3, image: true },
      { name: 'Bruschetta', priceKr: 89, description: 'Grillet surdeigsbrød med tomat, basilikum og olivenolje.', allergens: ['GLUTEN'] },
      { name: 'Kyllingvinger', priceKr: 119, description: 'Åtte sprø vinger med valgfri saus.', addOnGroups: ['sauce'], spicy: true, allergens: ['CELERY', 'MUSTARD'], popularity: 3, image: true },
      { name: 'Nachos', priceKr: 129, description: 'Tortillachips med ost, jalapeños, salsa og rømme.', allergens: ['MILK'], spicy: true },
      { name: 'Dagens suppe', priceKr: 99, description: 'Spør de ansatte om dagens suppe. Serveres med brød.', allergens: ['GLUTEN', 'CELERY', 'MILK'], availableOnDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] },
      { name: 'Cæsarsalat', priceKr: 169, description: 'Romanosalat, kylling, bacon, krutonger og parmesan.', allergens: ['GLUTEN', 'EGGS', 'FISH', 'MILK', 'MUSTARD'], popularity: 3, image: true, comment: true },
      { name: 'Geitostsalat', priceKr: 159, description: 'Gratinert geitost, rødbeter, valnøtter og honning.', allergens: ['MILK', 'NUTS'] },
      { name: 'Rekesalat', priceKr: 179, description: 'Håndpillede reker, egg, avokado og sitronmajones.', allergens: ['CRUSTACEANS', 'EGGS'] },
    ],
  },
  {
    name: 'Pizza',
    description: 'Steinovnsbakt pizza med hjemmelaget bunn. Velg liten eller stor.',
    itemType: 'DISH',
    hue: 10,
    items: [
      pizza('Margherita', 149, 199, 'Tomatsaus, mozzarella og fersk basilikum.', { image: true, popularity: 6 }),
      pizza('Pepperoni', 169, 229, 'Tomatsaus, mozzarella og pepperoni.', { image: true, popularity: 6 }),
      pizza('Kebabpizza', 179, 239, 'Kebabkjøtt, rødløk, tomat, isbergsalat og kebabsaus.', { spicy: true, popularity: 5 }),
      pizza('Hawaii', 169, 229, 'Skinke, ananas og mozzarella.'),
      pizza('Quattro formaggi', 179, 239, 'Mozzarella, gorgonzola, parmesan og fontina.', { image: true }),
      pizza('Capricciosa', 175, 235, 'Skinke, sjampinjong, artiskokk og oliven.'),
      pizza('Diavola', 179, 239, 'Sterk salami, chili og hvitløksolje.', { spicy: true }),
      pizza('Vegetar', 165, 225, 'Paprika, sjampinjong, løk, spinat og oliven.'),
      pizza('Kylling pesto', 185, 245, 'Kylling, pesto, soltørket tomat og ruccola.', { allergens: ['GLUTEN', 'MILK', 'NUTS'] }),
      pizza('Taco-pizza', 179, 239, 'Tacokjøttdeig, mais, jalapeños, nachos og rømme.', { spicy: true, showAsDiscount: true }),
      pizza('Skagen', 199, 259, 'Reker, rødløk, dill og sitronrømme.', { allergens: ['GLUTEN', 'MILK', 'CRUSTACEANS', 'EGGS'] }),
      { ...pizza('Lag din egen', 159, 209, 'Tomatsaus og mozzarella, pluss tre valgfrie toppinger.'), includedToppings: 3, addOnGroups: ['pizzaTopping', 'sauce'] },
    ],
  },
  {
    name: 'Burgere',
    description: '180 g norsk storfe, briochebrød og pommes frites.',
    itemType: 'DISH',
    hue: 30,
    items: [
      { name: 'Klassisk burger', priceKr: 189, description: 'Cheddar, salat, tomat, pickles og burgersaus.', ingredients: 'Storfekjøtt, briochebrød (hvetemel, egg, smør, sesam), cheddar, salat, tomat, agurk, sennep.', addOnGroups: ['burgerExtra', 'sauce'], allergens: ['GLUTEN', 'MILK', 'EGGS', 'MUSTARD', 'SESAME'], popularity: 6, image: true, comment: true },
      { name: 'Baconburger', priceKr: 209, description: 'Dobbel bacon, cheddar og BBQ-saus.', addOnGroups: ['burgerExtra', 'sauce'], allergens: ['GLUTEN', 'MILK', 'EGGS', 'MUSTARD', 'SESAME'], popularity: 5, image: true, comment: true },
      { name: 'Chiliburger', priceKr: 209, description: 'Jalapeños, pepper jack og chilimajones.', addOnGroups: ['burgerExtra'], spicy: true, allergens: ['GLUTEN', 'MILK', 'EGGS', 'SESAME'], comment: true },
      { name: 'Trøffelburger', priceKr: 229, description: 'Trøffelmajones, sopp og parmesan.', addOnGroups: ['burgerExtra'], allergens: ['GLUTEN', 'MILK', 'EGGS'] },
      { name: 'Kyllingburger', priceKr: 195, description: 'Sprøstekt kyllingfilet, coleslaw og chipotlemajones.', addOnGroups: ['sauce'], allergens: ['GLUTEN', 'EGGS', 'MUSTARD'], popularity: 3 },
      { name: 'Vegetarburger', priceKr: 189, description: 'Kikertburger med avokado og sriracha-majones.', addOnGroups: ['sauce'], spicy: true, allergens: ['GLUTEN', 'SOYBEANS', 'SESAME'] },
      { name: 'Fiskeburger', priceKr: 199, description: 'Panert torsk, remulade og syltet rødløk.', allergens: ['GLUTEN', 'FISH', 'EGGS', 'MUSTARD'] },
      { name: 'Smashburger dobbel', priceKr: 239, description: 'To smashede burgere, dobbel ost og løk.', addOnGroups: ['burgerExtra'], allergens: ['GLUTEN', 'MILK', 'MUSTARD'], showAsDiscount: true },
    ],
  },
  {
    name: 'Middagsretter',
    description: 'Serveres fra kl. 15. Velg tilbehør til retten.',
    itemType: 'DISH',
    hue: 200,
    items: [
      { name: 'Kylling tikka masala', priceKr: 229, description: 'Kremet tomatsaus med indiske krydder.', addOnGroups: ['side'], spicy: true, allergens: ['MILK'], popularity: 4, image: true },
      { name: 'Biff med bearnaise', priceKr: 349, description: '200 g indrefilet av storfe, bearnaise og grillet grønt.', addOnGroups: ['side'], allergens: ['MILK', 'EGGS'], popularity: 3, image: true },
      { name: 'Laks teriyaki', priceKr: 279, description: 'Ovnsbakt laks med teriyakiglaze og sesam.', addOnGroups: ['side'], allergens: ['FISH', 'SOYBEANS', 'SESAME'], image: true },
      { name: 'Fish and chips', priceKr: 239, description: 'Ølbattert torsk med remulade og sitron.', allergens: ['GLUTEN', 'FISH', 'EGGS', 'MUSTARD'] },
      { name: 'Pad thai med kylling', priceKr: 219, description: 'Risnudler, egg, peanøtter og lime.', spicy: true, allergens: ['EGGS', 'PEANUTS', 'SOYBEANS', 'FISH'] },
      { name: 'Grønn curry med reker', priceKr: 249, description: 'Kokosmelk, grønn curry, thaibasilikum og ris.', spicy: true, allergens: ['CRUSTACEANS', 'FISH'] },
      { name: 'Svinekoteletter', priceKr: 259, description: 'Grillet koteletter med eplechutney og rødvinssaus.', addOnGroups: ['side'], allergens: ['CELERY', 'SULPHITES'] },
      { name: 'Kjøttkaker i brun saus', priceKr: 219, description: 'Hjemmelagde kjøttkaker, ertestuing og tyttebær.', allergens: ['GLUTEN', 'MILK', 'EGGS', 'CELERY'], popularity: 3 },
      { name: 'Blåskjell i hvitvin', priceKr: 245, description: 'Blåskjell, hvitvin, fløte og frites.', allergens: ['MOLLUSCS', 'MILK', 'SULPHITES', 'CELERY'] },
      { name: 'Vegetarlasagne', priceKr: 209, description: 'Spinat, ricotta og tomatsaus, med salat.', allergens: ['GLUTEN', 'MILK', 'EGGS'] },
    ],
  },
  {
    name: 'Pasta',
    description: 'Fersk pasta laget hver dag.',
    itemType: 'DISH',
    hue: 50,
    items: [
      { name: 'Spaghetti carbonara', priceKr: 199, description: 'Guanciale, eggeplomme, pecorino og pepper.', allergens: ['GLUTEN', 'EGGS', 'MILK'], popularity: 4, image: true },
      { name: 'Spaghetti bolognese', priceKr: 189, description: 'Langtidskokt kjøttsaus og parmesan.', allergens: ['GLUTEN', 'MILK', 'CELERY'], popularity: 3 },
      { name: 'Penne arrabbiata', priceKr: 169, description: 'Sterk tomatsaus med hvitløk og chili.', spicy: true, allergens: ['GLUTEN'] },
      { name: 'Tagliatelle med kylling', priceKr: 209, description: 'Kremet sopp- og kyllingsaus.', allergens: ['GLUTEN', 'MILK', 'EGGS'] },
      { name: 'Linguine med scampi', priceKr: 239, description: 'Scampi, hvitvin, chili og persille.', allergens: ['GLUTEN', 'CRUSTACEANS', 'SULPHITES'] },
      { name: 'Gnocchi al pesto', priceKr: 189, description: 'Potetgnocchi med basilikumpesto og pinjekjerner.', allergens: ['GLUTEN', 'MILK', 'NUTS'] },
      { name: 'Lasagne', priceKr: 209, description: 'Klassisk lasagne med bechamel, servert med salat.', allergens: ['GLUTEN', 'MILK', 'EGGS', 'CELERY'] },
    ],
  },
  {
    name: 'Barnemeny',
    description: 'For barn under 12 år. Drikke er inkludert.',
    itemType: 'DISH',
    hue: 300,
    availableOnDays: ['FRIDAY', 'SATURDAY', 'SUNDAY', 'HOLIDAY'],
    items: [
      { name: 'Barnepizza', priceKr: 99, description: 'Liten pizza med ost og skinke.', addOnGroups: ['kidsDrink'], allergens: ['GLUTEN', 'MILK'], image: true },
      { name: 'Minihamburger', priceKr: 109, description: 'Hamburger med pommes frites.', addOnGroups: ['kidsDrink'], allergens: ['GLUTEN', 'MILK', 'SESAME'] },
      { name: 'Fiskepinner', priceKr: 99, description: 'Fiskepinner med potetmos.', addOnGroups: ['kidsDrink'], allergens: ['GLUTEN', 'FISH', 'MILK'] },
      { name: 'Pasta med kjøttsaus', priceKr: 95, description: 'Liten porsjon bolognese.', addOnGroups: ['kidsDrink'], allergens: ['GLUTEN', 'CELERY'] },
      { name: 'Kyllingnuggets', priceKr: 105, description: 'Seks nuggets og pommes frites.', addOnGroups: ['kidsDrink'], allergens: ['GLUTEN'] },
    ],
  },
  {
    name: 'Tilbehør',
    description: 'Ekstra tilbehør og sauser.',
    itemType: 'ADD_ON',
    hue: 70,
    items: [
      { name: 'Pommes frites', priceKr: 49, description: 'Sprø pommes frites med flaksalt.', popularity: 4 },
      { name: 'Søtpotetfries', priceKr: 59, description: 'Med chilimajones.', allergens: ['EGGS'] },
      { name: 'Løkringer', priceKr: 55, description: 'Ølbattert løk.', allergens: ['GLUTEN'] },
      { name: 'Coleslaw', priceKr: 35, description: 'Hjemmelaget kålsalat.', allergens: ['EGGS', 'MUSTARD'] },
      { name: 'Ekstra dressing', priceKr: 15, description: 'Hvitløk, aioli eller chilimajones.', allergens: ['EGGS', 'MILK'] },
      { name: 'Grillet mais', priceKr: 45, description: 'Med urtesmør.', allergens: ['MILK'] },
    ],
  },
  {
    name: 'Desserter',
    description: 'Noe søtt til slutt.',
    itemType: 'DISH',
    hue: 330,
    items: [
      { name: 'Sjokoladefondant', priceKr: 109, description: 'Varm sjokoladekake med vaniljeis.', allergens: ['GLUTEN', 'EGGS', 'MILK'], popularity: 3, image: true },
      { name: 'Tiramisu', priceKr: 99, description: 'Hjemmelaget med espresso og mascarpone.', allergens: ['GLUTEN', 'EGGS', 'MILK'] },
      { name: 'Crème brûlée', priceKr: 99, description: 'Med vanilje fra Madagaskar.', allergens: ['EGGS', 'MILK'] },
      { name: 'Eplekake', priceKr: 89, description: 'Lun eplekake med vaniljesaus.', allergens: ['GLUTEN', 'EGGS', 'MILK'] },
      { name: 'Softis', priceKr: 49, description: 'Vanilje eller sjokolade, med strø.', allergens: ['MILK'], popularity: 3 },
      { name: 'Brownie', priceKr: 69, description: 'Med valnøtter og kremfløte.', allergens: ['GLUTEN', 'EGGS', 'MILK', 'NUTS'] },
    ],
  },
];

export const DEMO_MENU: MenuData = {
  addOnGroups: DEMO_ADD_ON_GROUPS,
  categories: [...FOOD_CATEGORIES, ...DEMO_DRINK_CATEGORIES],
  spicyLevels: ['Mild', 'Medium', 'Sterk'],
};
