/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ allocated: NonNullable<unknown>, total: NonNullable<unknown>, symbol: NonNullable<unknown>, percent: NonNullable<unknown> }} Dash_Progress_FiguresInputs */

const en_dash_progress_figures = /** @type {(inputs: Dash_Progress_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.allocated} of ${i?.total} ${i?.symbol} (${i?.percent}%)`)
};

const hi_dash_progress_figures = /** @type {(inputs: Dash_Progress_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} ${i?.symbol} में से ${i?.allocated} (${i?.percent}%)`)
};

/**
* | output |
* | --- |
* | "{allocated} of {total} {symbol} ({percent}%)" |
*
* @param {Dash_Progress_FiguresInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_progress_figures = /** @type {((inputs: Dash_Progress_FiguresInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Progress_FiguresInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_progress_figures(inputs)
	return en_dash_progress_figures(inputs)
});