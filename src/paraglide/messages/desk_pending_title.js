/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Pending_TitleInputs */

const en_desk_pending_title = /** @type {(inputs: Desk_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending Purchases`)
};

const hi_desk_pending_title = /** @type {(inputs: Desk_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लंबित खरीद`)
};

/**
* | output |
* | --- |
* | "Pending Purchases" |
*
* @param {Desk_Pending_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_pending_title = /** @type {((inputs?: Desk_Pending_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Pending_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_desk_pending_title(inputs)
	return en_desk_pending_title(inputs)
});