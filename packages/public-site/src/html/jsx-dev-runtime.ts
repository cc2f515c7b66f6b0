// Development builds and tests import the runtime under this name; it is the same runtime.
export { Fragment, jsxDEV, type JSX } from './jsx-runtime';
