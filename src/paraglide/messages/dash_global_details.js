/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Global_DetailsInputs */

const en_dash_global_details = /** @type {(inputs: Dash_Global_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global Stock Details`)
};

const hi_dash_global_details = /** @type {(inputs: Dash_Global_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ग्लोबल स्टॉक का विवरण`)
};

/**
* | output |
* | --- |
* | "Global Stock Details" |
*
* @param {Dash_Global_DetailsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_global_details = /** @type {((inputs?: Dash_Global_DetailsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Global_DetailsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_global_details(inputs)
	return en_dash_global_details(inputs)
});