import { lazy } from 'react'

/** The 3D view's controls, fetched on the first click of "3D view" (three follows once WebGL is there). */
export const CadView = lazy(() => import('./cad-view.tsx').then((module) => ({ default: module.CadView })))
