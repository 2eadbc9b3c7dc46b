// JSX typing of the <altcha-widget> web component, shipped by the altcha package under its "types/react" export.
import type {} from "altcha/types/react";
