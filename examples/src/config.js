// Runtime configuration of the sample app.

export const config = {
  cdn: 'https://cdn.example.com/assets/caf\u00e9-menu.png',
  status: 'https://status.example.com:/health',
  support: 'mailto:support',
  tracker: 'https://tracker.example.com/pixel.gif?ref=100%',
};

export function goToSearch(query) {
  window.location.href = '/search?q=' + query + '&page=first page';
}

export function openHelp() {
  window.open('/help/getting started');
}
