export const apiFetch = (url: string) => fetch(url).then((response) => response.json());
