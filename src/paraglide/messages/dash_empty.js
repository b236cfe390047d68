/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_EmptyInputs */

const en_dash_empty = /** @type {(inputs: Dash_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No data available`)
};

const hi_dash_empty = /** @type {(inputs: Dash_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई डेटा उपलब्ध नहीं`)
};

/**
* | output |
* | --- |
* | "No data available" |
*
* @param {Dash_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_empty = /** @type {((inputs?: Dash_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_empty(inputs)
	return en_dash_empty(inputs)
});