/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Pending_ViewInputs */

const en_desk_pending_view = /** @type {(inputs: Desk_Pending_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View pending requests`)
};

const hi_desk_pending_view = /** @type {(inputs: Desk_Pending_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लंबित अनुरोध देखें`)
};

/**
* | output |
* | --- |
* | "View pending requests" |
*
* @param {Desk_Pending_ViewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_pending_view = /** @type {((inputs?: Desk_Pending_ViewInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Pending_ViewInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_desk_pending_view(inputs)
	return en_desk_pending_view(inputs)
});