"""Surfaces cached in several stores under one byte budget: the least recently used of all of them goes first.

Each store had its own bound before (the face cache 64 MiB in each of three stores, the text caches a
count of entries whatever their size): a long session's memory rose to the sum of the bounds, far above
150 MB. A `ByteLRU` holds the total of its stores within `max_bytes`; a store may also cap its count.
"""

from __future__ import annotations

from collections import OrderedDict


def surface_bytes(s) -> int:
    """The pixel bytes of a pygame surface."""
    return s.get_width() * s.get_height() * s.get_bytesize()


class ByteLRU:
    """The shared order and byte count of several `Store`s."""

    def __init__(self, max_bytes: int):
        self.max_bytes = max_bytes
        self.order: OrderedDict = OrderedDict()   # (store, key) -> bytes, least recently used first
        self.bytes = 0

    def store(self, max_items: int | None = None) -> "Store":
        return Store(self, max_items)

    def _evict(self) -> None:
        """Drop the least recently used entries of any store until the total is within the budget (the
        entry just added, last in the order, stays even if it alone is over it)."""
        order = self.order
        while self.bytes > self.max_bytes and len(order) > 1:
            store, key = next(iter(order))
            store._drop(key)

    def clear(self) -> None:
        for store, key in list(self.order):
            store._drop(key)


class Store:
    """One cache (a mapping of key -> surface) whose bytes count against its ByteLRU's budget."""

    def __init__(self, lru: ByteLRU, max_items: int | None = None):
        self.lru, self.max_items = lru, max_items
        self.data: dict = {}

    def get(self, key):
        """The surface under `key` (now the most recently used), or None."""
        s = self.data.get(key)
        if s is not None:
            self.lru.order.move_to_end((self, key))
        return s

    def put(self, key, surf) -> None:
        lru = self.lru
        if key in self.data:
            self._drop(key)
        n = surface_bytes(surf)
        self.data[key] = surf
        lru.order[(self, key)] = n
        lru.bytes += n
        if self.max_items is not None and len(self.data) > self.max_items:
            oldest = next(k for (st, k) in lru.order if st is self)
            self._drop(oldest)
        lru._evict()

    def _drop(self, key) -> None:
        if self.data.pop(key, None) is not None:
            self.lru.bytes -= self.lru.order.pop((self, key))

    def clear(self) -> None:
        for key in list(self.data):
            self._drop(key)

    def held_bytes(self) -> int:
        return sum(surface_bytes(s) for s in self.data.values())

    # read-only mapping views (tests and callers look inside)
    def __contains__(self, key) -> bool:
        return key in self.data

    def __len__(self) -> int:
        return len(self.data)

    def __iter__(self):
        return iter(list(self.data))

    def keys(self):
        return list(self.data)

    def values(self):
        return list(self.data.values())

    def items(self):
        return list(self.data.items())

    def __hash__(self) -> int:
        return id(self)

    def __eq__(self, other) -> bool:
        return self is other
