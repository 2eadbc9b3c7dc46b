// JSX typing of the <altcha-widget> web component, shipped by the altcha package but not exported.
/// <reference path="../../node_modules/altcha/dist/types/react.d.ts" />
