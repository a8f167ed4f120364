/** Pure game rules: no I/O, the clock and the random source are always passed in. */
export {};
