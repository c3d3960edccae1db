// The generic HTML morph: a part on screen is brought to new HTML in place, keeping what did not change (and the
// focus, selection and typed values in it). It knows nothing of the screens that use it.
export { resetControls } from "./control-reset";
export { alike, syncTo } from "./dom-sync";
export { learnLater, morphTo, prepareMorph } from "./html-morph";
