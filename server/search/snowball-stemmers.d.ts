/** Types of the `snowball-stemmers` package (it ships none): a factory of Snowball stemmers by algorithm name. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: {
    newStemmer(algorithm: string): Stemmer;
    algorithms(): string[];
  };
  export default snowball;
}
