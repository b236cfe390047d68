/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_My_DetailsInputs */

const en_dash_my_details = /** @type {(inputs: Dash_My_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Stock Details`)
};

const hi_dash_my_details = /** @type {(inputs: Dash_My_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेरे स्टॉक का विवरण`)
};

/**
* | output |
* | --- |
* | "My Stock Details" |
*
* @param {Dash_My_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_my_details = /** @type {((inputs?: Dash_My_DetailsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_My_DetailsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_my_details(inputs)
	return en_dash_my_details(inputs)
});