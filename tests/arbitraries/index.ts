export * from './game';
export * from './player';
export * from './registration';
export * from './stats';
export * from './text-of';
