// The sheets' own styles (styles/sheets.scss: the character, Monstrosity, party and item sheets), loaded before the
// first sheet's context is prepared, so they are in the page before its window is: every player downloads the
// always-loaded stylesheet at each world load, and many open no sheet in a session.
import { adoptStyles } from "../shared/styles";
import styles from "../../../styles/sheets.scss?inline";

adoptStyles("humanity-blessed-sheets", styles);
