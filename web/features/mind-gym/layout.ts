// Mind Gym's tabs on a wide screen: the form on the left, what it made on the right.
export const TWO_COLUMNS = 'grid gap-x-8 lg:grid-cols-2 lg:items-start';
/** The right column's first section starts level with the form. */
export const FIRST_SECTION = 'mt-6 lg:mt-0';
