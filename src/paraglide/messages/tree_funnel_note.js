/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tree_Funnel_NoteInputs */

const en_tree_funnel_note = /** @type {(inputs: Tree_Funnel_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counts people who came through your own link. A browser that opens it again on the same day counts once.`)
};

const hi_tree_funnel_note = /** @type {(inputs: Tree_Funnel_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इसमें वही लोग गिने जाते हैं जो आपके अपने लिंक से आए। एक ही ब्राउज़र उसी दिन लिंक दोबारा खोले, तो एक ही बार गिना जाता है।`)
};

/**
* | output |
* | --- |
* | "Counts people who came through your own link. A browser that opens it again on the same day counts once." |
*
* @param {Tree_Funnel_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const tree_funnel_note = /** @type {((inputs?: Tree_Funnel_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tree_Funnel_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_tree_funnel_note(inputs)
	return en_tree_funnel_note(inputs)
});