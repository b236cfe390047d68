/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Pending_RequestsInputs */

const en_desk_pending_requests = /** @type {(inputs: Desk_Pending_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests`)
};

const hi_desk_pending_requests = /** @type {(inputs: Desk_Pending_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध`)
};

/**
* | output |
* | --- |
* | "Requests" |
*
* @param {Desk_Pending_RequestsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_pending_requests = /** @type {((inputs?: Desk_Pending_RequestsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Pending_RequestsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_desk_pending_requests(inputs)
	return en_desk_pending_requests(inputs)
});