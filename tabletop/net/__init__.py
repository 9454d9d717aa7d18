"""Network play on the home network: a host runs the only engine, clients are told only their seat's part.

protocol.py is the wire format (length-prefixed JSON over asyncio streams), host.py the server beside the
host's table, client.py the connection a joining player's table reads, hosted.py the host's save. No pygame.
"""
