/** Two columns on phones, up to five on wide screens (spec 2 §9). */
export const GALLERY_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
