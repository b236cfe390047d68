/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Live_Ticket_InvalidInputs */

const en_error_live_ticket_invalid = /** @type {(inputs: Error_Live_Ticket_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live updates could not start. Please reload the page.`)
};

const hi_error_live_ticket_invalid = /** @type {(inputs: Error_Live_Ticket_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाइव अपडेट शुरू नहीं हो सके। कृपया पेज दोबारा लोड करें।`)
};

/**
* | output |
* | --- |
* | "Live updates could not start. Please reload the page." |
*
* @param {Error_Live_Ticket_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_live_ticket_invalid = /** @type {((inputs?: Error_Live_Ticket_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Live_Ticket_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_live_ticket_invalid(inputs)
	return en_error_live_ticket_invalid(inputs)
});