/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Pending_AmountInputs */

const en_desk_pending_amount = /** @type {(inputs: Desk_Pending_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

const hi_desk_pending_amount = /** @type {(inputs: Desk_Pending_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रकम`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Desk_Pending_AmountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_pending_amount = /** @type {((inputs?: Desk_Pending_AmountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Pending_AmountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_desk_pending_amount(inputs)
	return en_desk_pending_amount(inputs)
});