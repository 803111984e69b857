/** Colour moods for the generated artwork: light and weather over the tea country. */
export type Palette = {
  /** Sky from top to horizon. */
  sky: [string, string]
  sun: string
  /** Hill layers from the far distance to the foreground. */
  hills: string[]
  /** Tea-bush rows, drawn over the nearer hills. */
  rows: string
  mist: string
  /** Backgrounds for still-life scenes (cups, leaves). */
  backdrop: [string, string]
  table: [string, string]
  tea: [string, string]
  leaf: [string, string]
  accent: string
}

export const palettes = {
  dawn: {
    sky: ['#f4c9a1', '#fbe9d3'],
    sun: '#fff4e0',
    hills: ['#b9c7a2', '#8fae7b', '#5f8f58', '#3e7245', '#255638', '#173f2a'],
    rows: '#1d4a2f',
    mist: '#fff7ee',
    backdrop: ['#f3e6d3', '#d9c2a0'],
    table: ['#8a5a3b', '#5e3a24'],
    tea: ['#e0902f', '#8d3f12'],
    leaf: ['#6e9b4f', '#2f5f33'],
    accent: '#c8902f',
  },
  morning: {
    sky: ['#bcd9e4', '#eef2e2'],
    sun: '#fffbe8',
    hills: ['#c3d3c0', '#9dbb8f', '#6fa05e', '#4a8546', '#2e6a3a', '#1b4f2c'],
    rows: '#23562f',
    mist: '#ffffff',
    backdrop: ['#eef1e6', '#cfdcc4'],
    table: ['#a77b55', '#6f4a2e'],
    tea: ['#d9962f', '#7b3b12'],
    leaf: ['#7fb05a', '#2d6a35'],
    accent: '#2f6b45',
  },
  golden: {
    sky: ['#e9a75b', '#f7dc9a'],
    sun: '#fff1c1',
    hills: ['#c9b983', '#a1a565', '#728d4b', '#4f7440', '#345a33', '#203f26'],
    rows: '#2a4a25',
    mist: '#fff0cf',
    backdrop: ['#3b2a1a', '#170f08'],
    table: ['#5b3a22', '#2d1b0f'],
    tea: ['#f0a63a', '#8a3a0c'],
    leaf: ['#93a85a', '#3f5e2b'],
    accent: '#e0a84a',
  },
  dusk: {
    sky: ['#3b3a5e', '#d98c6a'],
    sun: '#ffd3a8',
    hills: ['#8f7d8c', '#6d6b7d', '#4f5c63', '#35504a', '#21403a', '#12291f'],
    rows: '#0f2a1f',
    mist: '#f2d6c9',
    backdrop: ['#1f2d2a', '#0b1412'],
    table: ['#3a2a22', '#1a110c'],
    tea: ['#d77a2a', '#6b260b'],
    leaf: ['#5e8a5a', '#1f4a34'],
    accent: '#d98c6a',
  },
  monsoon: {
    sky: ['#8fa3a8', '#d5dfdc'],
    sun: '#f4f7f4',
    hills: ['#a7b8b0', '#80a08f', '#5b8670', '#3d6d56', '#285842', '#163f2e'],
    rows: '#143a29',
    mist: '#eef3f1',
    backdrop: ['#dfe7e3', '#a9bdb4'],
    table: ['#7b6a5a', '#4a3d31'],
    tea: ['#c98a3c', '#6e3514'],
    leaf: ['#6c9a72', '#1f5138'],
    accent: '#3d6d56',
  },
  forest: {
    sky: ['#9fc3b5', '#e4efe2'],
    sun: '#fbfff2',
    hills: ['#9fbf9e', '#6d9d6e', '#4a7f52', '#2f6640', '#1e4f31', '#113821'],
    rows: '#0f3320',
    mist: '#f4fbf2',
    backdrop: ['#0f2e1d', '#061a10'],
    table: ['#2c3a2c', '#121a12'],
    tea: ['#b8c56a', '#5a6b1e'],
    leaf: ['#7dba6a', '#235c34'],
    accent: '#d8b25a',
  },
} satisfies Record<string, Palette>

export type PaletteName = keyof typeof palettes
