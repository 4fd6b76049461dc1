/**
 * The shape another language's catalogue must have: every key of the Norwegian one, each text a string (a
 * template a function of the same arguments), so that a missing or misspelt key fails the type check.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : Translation<R>
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
